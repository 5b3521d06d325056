import { cn } from '#client/lib/cn.ts';

interface AvatarProps {
  /** The display name ("Ana M."), whose initials stand in for a missing picture. */
  name: string;
  imageUrl: string | null;
  size?: 'md' | 'lg' | 'xl';
}

const SIZES = { md: 'size-9 text-sm', lg: 'size-14 text-lg', xl: 'size-24 text-3xl' } as const;

/** Warm and cool backgrounds that keep white initials readable (WCAG AA). */
const COLOURS = [
  'bg-orange-700',
  'bg-teal-700',
  'bg-rose-700',
  'bg-sky-700',
  'bg-violet-700',
  'bg-emerald-700',
];

/** "AM" for "Ana M.": the first letters of the name's first and last words. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  const last = words.length > 1 ? words.at(-1) : undefined;
  return `${words[0]?.charAt(0) ?? ''}${last?.charAt(0) ?? ''}`.toUpperCase() || '?';
}

function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLOURS[hash % COLOURS.length] ?? 'bg-orange-700';
}

/** The user's picture, or initials generated locally (no third-party avatar service). Decorative. */
export function Avatar({ name, imageUrl, size = 'md' }: AvatarProps) {
  const base = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
    SIZES[size],
  );
  if (imageUrl) return <img src={imageUrl} alt="" className={cn(base, 'object-cover')} />;
  return (
    <span aria-hidden className={cn(base, 'font-semibold text-white', colourFor(name))}>
      {initials(name)}
    </span>
  );
}
