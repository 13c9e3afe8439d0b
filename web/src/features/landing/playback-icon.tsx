/** Shows what pressing the control will do: pause bars while playing, a play triangle otherwise. */
export function PlaybackIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="size-[1.25em]" fill="currentColor">
      <path
        d={
          playing
            ? "M5.5 4h3v12h-3zM11.5 4h3v12h-3z"
            : "M6 4.2v11.6a.8.8 0 0 0 1.2.7l9.3-5.8a.8.8 0 0 0 0-1.4L7.2 3.5a.8.8 0 0 0-1.2.7Z"
        }
      />
    </svg>
  );
}
