type UserAvatarProps = {
  /** An image address (data: or blob:), or an empty string when the user has no photo. */
  image: string;
  name: string;
  /** Empty when the avatar sits inside a control that already names it. */
  alt?: string;
  className?: string;
};

/** The user's photo, or the initials of their name on the brand colour. */
export function UserAvatar({ image, name, alt = "", className = "size-9 text-sm" }: UserAvatarProps) {
  const shape = `shrink-0 overflow-hidden rounded-full ring-2 ring-white dark:ring-slate-800 ${className}`;
  if (image) return <img src={image} alt={alt} className={`${shape} object-cover`} />;
  const initials = `${shape} flex items-center justify-center bg-brand-600 font-bold text-white`;
  if (!alt) {
    // Drawn as generated content, not text: the control around it is named by its own label, and visible text
    // missing from that label ("AG" in a button named 'Perfil') would break the label-in-name rule.
    return (
      <span
        aria-hidden="true"
        data-initials={readInitials(name)}
        className={`${initials} before:content-[attr(data-initials)]`}
      />
    );
  }
  return (
    <span role="img" aria-label={alt} className={initials}>
      {readInitials(name)}
    </span>
  );
}

function readInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
}

/** The stored photo is base64 JPEG without a prefix, as the server re-encodes every upload to JPEG. */
export function toJpegDataUrl(base64: string): string {
  return base64 ? `data:image/jpeg;base64,${base64}` : "";
}
