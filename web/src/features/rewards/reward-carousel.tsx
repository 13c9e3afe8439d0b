import type { Reward } from "@shifu/contract/rewards";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { type ReactNode, useId, useMemo } from "react";
import { focusRing } from "../../shared/focus-ring";
import { useMediaQuery } from "../../shared/use-media-query";
import { describeBenefit, describeRedeemState, describeRequirement } from "./describe-reward";
import type { RewardKind } from "./rewards-api";
import { readLoadErrorText, useRewardList } from "./use-rewards";

const AUTOPLAY_DELAY_MS = 5000;
const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

type RewardCarouselProps = {
  kind: RewardKind;
  title: string;
  isRedeeming: boolean;
  onRedeem: (kind: RewardKind, reward: Reward) => void;
};

/** One list of rewards sliding by itself every 5 s, held still on hover and for people who asked for less motion. */
export function RewardCarousel({ kind, title, isRedeeming, onRedeem }: RewardCarouselProps) {
  const titleId = useId();
  const rewards = useRewardList(kind);
  const reduceMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const plugins = useMemo(
    () =>
      reduceMotion ? [] : [Autoplay({ delay: AUTOPLAY_DELAY_MS, stopOnMouseEnter: true, stopOnInteraction: false })],
    [reduceMotion],
  );
  const [viewportRef] = useEmblaCarousel({ loop: true, align: "start" }, plugins);

  let body: ReactNode;
  if (rewards.isPending) {
    body = <p className="text-sm text-slate-600 dark:text-slate-300">Cargando recompensas...</p>;
  } else if (rewards.isError) {
    const serverText = readLoadErrorText(rewards.error);
    body = (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {serverText ? `Error: ${serverText}` : "Error al cargar recompensas"}
      </p>
    );
  } else if (rewards.data.length === 0) {
    body = <p className="text-sm text-slate-600 dark:text-slate-300">No hay recompensas disponibles</p>;
  } else {
    body = (
      <div ref={viewportRef} className="overflow-hidden">
        <ul className="flex gap-4">
          {rewards.data.map((reward) => (
            <li key={reward._id} className="min-w-0 shrink-0 grow-0 basis-[85%] sm:basis-[70%]">
              <RewardCard reward={reward} isRedeeming={isRedeeming} onRedeem={() => onRedeem(kind, reward)} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <section aria-labelledby={titleId} aria-roledescription="carrusel" className="flex flex-col gap-3">
      <h3 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      {body}
    </section>
  );
}

function RewardCard({ reward, isRedeeming, onRedeem }: { reward: Reward; isRedeeming: boolean; onRedeem: () => void }) {
  const requirement = describeRequirement(reward);
  const isRedeemed = !reward.can_redeem && reward.last_redeemed_at !== null;
  return (
    <article className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-800">
      <h4 className="text-base font-bold text-slate-900 dark:text-white">{reward.name}</h4>
      <p className="text-sm text-slate-600 dark:text-slate-300">{reward.description}</p>
      {requirement ? <p className="text-sm font-medium text-slate-700 dark:text-slate-200">{requirement}</p> : null}
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-100">{describeBenefit(reward)}</p>
      <p
        className={`text-xs font-medium ${reward.can_redeem || isRedeemed ? "text-emerald-700 dark:text-emerald-300" : "text-slate-500 dark:text-slate-400"}`}
      >
        {isRedeemed && <span aria-hidden="true">✓ </span>}
        {describeRedeemState(reward)}
      </p>
      <button
        type="button"
        aria-label={`Canjear ${reward.name}`}
        disabled={!reward.can_redeem || isRedeeming}
        onClick={onRedeem}
        className={`mt-auto self-start rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`}
      >
        {isRedeemed ? "Canjeada" : "Canjear"}
      </button>
    </article>
  );
}
