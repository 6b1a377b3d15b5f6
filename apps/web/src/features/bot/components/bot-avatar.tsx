import { cn } from '@/lib/cn';
import { toSixDigitHex } from './hex-color';

interface BotAvatarProps {
  avatar: string;
  color: string;
  className?: string;
}

/** The bot's face: an https image or an emoji on the brand colour. */
export function BotAvatar({ avatar, color, className }: BotAvatarProps) {
  const hex = toSixDigitHex(color) ?? '#000000';
  const isImage = /^https:\/\/\S+$/.test(avatar);
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full text-base',
        className,
      )}
      style={{ backgroundColor: `${hex}1f` }}
    >
      {isImage ? <img src={avatar} alt="" className="size-full object-cover" /> : avatar || '🤖'}
    </span>
  );
}
