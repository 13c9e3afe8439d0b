import type { Reward } from "@shifu/contract/rewards";
import { useId, useState } from "react";
import { focusRing } from "../../shared/focus-ring";
import { listDayTiles } from "./list-day-tiles";
import { RewardCarousel } from "./reward-carousel";
import type { RewardKind } from "./rewards-api";
import { type RedeemOutcome, useRedeemReward, useRewardsUser } from "./use-rewards";

type RewardsViewProps = {
  /** The signed-in user's id from the route loader, used until GET /get_user answers. */
  userId: string;
  /** Fixed in tests; the tiles are otherwise for the day the view opens. */
  today?: Date;
};

/** 'Recompensas': the login streak, referrals and points, the streak's days, and the two reward carousels. */
export function RewardsView({ userId, today = new Date() }: RewardsViewProps) {
  const titleId = useId();
  const user = useRewardsUser();
  const redeem = useRedeemReward();
  const [outcome, setOutcome] = useState<RedeemOutcome | null>(null);
  const loginStreak = user.data?.login_streak ?? 0;

  const redeemReward = (kind: RewardKind, reward: Reward) => {
    setOutcome(null);
    redeem.mutate({ kind, userId: user.data?.user_id ?? userId, rewardId: reward._id }, { onSuccess: setOutcome });
  };

  return (
    <section aria-labelledby={titleId} className="flex h-full flex-col overflow-y-auto">
      <header className="flex flex-col gap-4 border-b border-slate-200 px-6 py-5 dark:border-slate-800">
        <h2 id={titleId} className="text-2xl font-bold text-slate-900 dark:text-white">
          Recompensas
        </h2>
        <dl className="grid grid-cols-3 gap-3 text-center">
          <UserStat label="Racha de días" value={user.data?.login_streak} />
          <UserStat label="Referidos" value={user.data?.count_referrals} />
          <UserStat label="Puntos" value={user.data?.points} />
        </dl>
      </header>

      <div className="flex flex-col gap-8 px-6 py-6">
        <ol aria-label="Tu racha" className="grid grid-cols-4 gap-2">
          {listDayTiles(today, loginStreak).map((tile) => (
            <li
              key={tile.label}
              aria-current={tile.isToday ? "date" : undefined}
              className={`flex flex-col items-center gap-1 rounded-2xl border px-2 py-3 text-sm font-semibold ${
                tile.isInStreak
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-slate-200 bg-white text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200"
              } ${tile.isToday ? "ring-2 ring-brand-300 ring-offset-2 dark:ring-offset-slate-900" : ""}`}
            >
              <span>{tile.label}</span>
              {tile.isToday ? <span className="text-xs font-medium">Hoy</span> : null}
              {tile.isInStreak ? <span className="sr-only">(en tu racha)</span> : null}
            </li>
          ))}
        </ol>

        {outcome ? <RedeemOutcomeNotice outcome={outcome} /> : null}

        <RewardCarousel
          kind="referral"
          title="Recompensas por referidos"
          isRedeeming={redeem.isPending}
          onRedeem={redeemReward}
        />
        <RewardCarousel
          kind="streak"
          title="Recompensas por racha"
          isRedeeming={redeem.isPending}
          onRedeem={redeemReward}
        />
      </div>
    </section>
  );
}

function UserStat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="flex flex-col-reverse rounded-2xl bg-slate-100 px-2 py-3 dark:bg-slate-800">
      <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-xl font-bold text-slate-900 dark:text-white">{value ?? "–"}</dd>
    </div>
  );
}

function RedeemOutcomeNotice({ outcome }: { outcome: RedeemOutcome }) {
  const [copied, setCopied] = useState(false);
  if (outcome.kind === "error") {
    return (
      <p
        role="alert"
        className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-500/15 dark:text-red-200"
      >
        {outcome.text}
      </p>
    );
  }
  const { discountCode } = outcome;
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-2xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-100"
    >
      <p>{outcome.text}</p>
      {discountCode ? (
        <div className="flex flex-wrap items-center gap-2">
          <span>
            Tu código de descuento: <code className="font-mono font-bold">{discountCode}</code>
          </span>
          <button
            type="button"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(discountCode);
                setCopied(true);
              } catch {
                // Without clipboard access the code is still on screen to copy by hand.
                setCopied(false);
              }
            }}
            className={`rounded-full border border-emerald-700 px-3 py-1 text-xs font-semibold dark:border-emerald-300 ${focusRing}`}
          >
            {copied ? "¡Copiado!" : "Copiar código de descuento"}
          </button>
        </div>
      ) : null}
    </div>
  );
}
