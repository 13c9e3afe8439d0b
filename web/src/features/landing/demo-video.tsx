import { useEffect, useRef, useState } from "react";
import { focusRing } from "../../shared/focus-ring";
import { useMediaQuery } from "../../shared/use-media-query";
import { PlaybackIcon } from "./playback-icon";

export const demoVideoSource = "/demo/shifu-demo.webm";
export const demoVideoPoster = "/demo/shifu-demo-poster.svg";

/** The recording and its poster are 1280 × 800; the page reserves that shape before either arrives. */
const FRAME_WIDTH = 1280;
const FRAME_HEIGHT = 800;

/** Tailwind's `md:`: from this width the recording is wide enough to read. */
const WIDE_SCREEN_QUERY = "(min-width: 768px)";

/**
 * The product demo in a window frame. The recording walks from the register form to the chat, and its poster is the
 * chat workspace, so the frame names both. On wide screens the poster shows first and the video is fetched only once
 * the page has loaded and the frame comes into view; on phones, where the 1280 px recording is unreadable, the poster's
 * conversation is shown as a still at a legible size and the video is never fetched.
 */
export function DemoVideo() {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
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
          <span className="mx-auto rounded-md bg-slate-100 px-6 py-0.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            {wide ? "shifu / registro → chat" : "shifu / chat"}
          </span>
        </div>
        {wide ? <LazyDemoVideo /> : <ConversationStill />}
      </div>
    </figure>
  );
}

/** The conversation column of the poster (x 440–920, y 90–640 of 1280 × 800), scaled to the frame's width. */
const STILL_CROP = { x: 440, y: 90, width: 480, height: 550 };

function ConversationStill() {
  return (
    <div
      className="relative w-full overflow-hidden bg-slate-50"
      style={{ aspectRatio: `${STILL_CROP.width} / ${STILL_CROP.height}` }}
    >
      <img
        src={demoVideoPoster}
        width={FRAME_WIDTH}
        height={FRAME_HEIGHT}
        alt="Una conversación con Shifu: resume los correos importantes del día y crea una tarea en Asana"
        // On a phone the still is the largest thing on the first screen, so it goes ahead of the other images.
        fetchPriority="high"
        className="absolute max-w-none"
        style={{
          width: `${(FRAME_WIDTH / STILL_CROP.width) * 100}%`,
          height: "auto",
          left: `${(-STILL_CROP.x / STILL_CROP.width) * 100}%`,
          top: `${(-STILL_CROP.y / STILL_CROP.height) * 100}%`,
        }}
      />
    </div>
  );
}

function LazyDemoVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [source, setSource] = useState<string | undefined>(undefined);
  const [hasFrames, setHasFrames] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let observer: IntersectionObserver | undefined;
    // After the load event, so the 1.2 MB recording never competes with what the first paint needs.
    function observeOnceLoaded() {
      if (!video || typeof IntersectionObserver === "undefined") return;
      observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        setSource(demoVideoSource);
      });
      observer.observe(video);
    }
    if (document.readyState === "complete") observeOnceLoaded();
    else window.addEventListener("load", observeOnceLoaded, { once: true });
    return () => {
      window.removeEventListener("load", observeOnceLoaded);
      observer?.disconnect();
    };
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!source || !video) return;
    video.load();
    // Visitors who ask for less motion keep the poster and start the demo themselves.
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    // A refused autoplay leaves the poster, and the button offers to play once there are frames.
    video.play().catch(() => {});
  }, [source]);

  function togglePlayback() {
    const video = videoRef.current;
    if (!video) return;
    // A refused play() changes nothing: no play event fires, so the button keeps offering to play.
    if (video.paused) video.play().catch(() => {});
    else video.pause();
  }

  return (
    <>
      <video
        ref={videoRef}
        className="block aspect-[16/10] h-auto w-full bg-slate-50 object-cover dark:bg-slate-900"
        width={FRAME_WIDTH}
        height={FRAME_HEIGHT}
        poster={demoVideoPoster}
        preload="none"
        loop
        muted
        playsInline
        aria-label="Demostración de Shifu: el registro, el inicio de sesión y un chat en español que resume correos y crea tareas"
        onLoadedData={() => setHasFrames(true)}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        {source ? <source src={source} type="video/webm" /> : null}
      </video>
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
    </>
  );
}
