import { useEffect, useRef, useState } from "react";
import { focusRing } from "../../shared/focus-ring";
import { PlaybackIcon } from "./playback-icon";

const demoVideoSource = "/demo/shifu-demo.webm";
const demoVideoPoster = "/demo/shifu-demo-poster.svg";

/**
 * The product demo in a window frame. Until a recording is published at `demoVideoSource` the video fails to load
 * and the poster stays, so the pause control only appears once there are frames to pause.
 */
export function DemoVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [hasFrames, setHasFrames] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    // Visitors who ask for less motion get the poster and start the demo themselves. jsdom has no matchMedia.
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) videoRef.current?.pause();
  }, []);

  function togglePlayback() {
    const video = videoRef.current;
    if (!video) return;
    // A refused play() changes nothing: no play event fires, so the button keeps offering to play.
    if (video.paused) video.play().catch(() => {});
    else video.pause();
  }

  return (
    <figure className="relative mt-12 w-full max-w-5xl md:mt-16">
      <div
        aria-hidden="true"
        className="absolute -inset-x-6 -inset-y-4 -z-10 rounded-[2.5rem] bg-linear-to-b from-brand-500/20 to-transparent blur-2xl dark:from-brand-500/25"
      />
      <div className="overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 shadow-brand-900/15 ring-slate-900/10 dark:bg-slate-900 dark:shadow-black/40 dark:ring-white/10">
        <div
          aria-hidden="true"
          className="flex items-center gap-1.5 border-b border-slate-200 px-4 py-3 dark:border-slate-800"
        >
          <span className="size-2.5 rounded-full bg-rose-400" />
          <span className="size-2.5 rounded-full bg-amber-400" />
          <span className="size-2.5 rounded-full bg-emerald-400" />
          <span className="mx-auto rounded-md bg-slate-100 px-10 py-0.5 text-xs text-slate-500 max-sm:hidden dark:bg-slate-800 dark:text-slate-400">
            shifu / chat
          </span>
        </div>
        <video
          ref={videoRef}
          className="block aspect-[16/10] w-full bg-slate-50 object-cover dark:bg-slate-900"
          poster={demoVideoPoster}
          autoPlay
          loop
          muted
          playsInline
          aria-label="Demostración de Shifu: un chat en español que resume correos importantes y crea tareas"
          onLoadedData={() => setHasFrames(true)}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        >
          <source src={demoVideoSource} type="video/webm" />
        </video>
      </div>
      {hasFrames ? (
        <button
          type="button"
          onClick={togglePlayback}
          aria-label={playing ? "Pausar la demostración" : "Reproducir la demostración"}
          className={`absolute right-4 bottom-4 flex size-11 items-center justify-center rounded-full bg-slate-950/75 text-base text-white backdrop-blur hover:bg-slate-950 ${focusRing}`}
        >
          <PlaybackIcon playing={playing} />
        </button>
      ) : null}
    </figure>
  );
}
