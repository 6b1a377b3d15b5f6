import { OTP_LENGTH } from '@concierge/shared';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { emptyCode } from './empty-code';

interface CodeInputProps {
  /** One entry per box: a digit or ''. */
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
}

/**
 * Six single-digit boxes (SPEC §5): typing advances, Backspace goes back, arrows move, and a
 * paste (or autofill) keeps only digits and fills the boxes with the first six.
 */
export function CodeInput({ value, onChange, disabled, invalid, autoFocus }: CodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const fillFromStart = (text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (!digits) return;
    const next = emptyCode().map((_, index) => digits[index] ?? '');
    onChange(next);
    focusBox(digits.length);
  };

  const setDigit = (index: number, digit: string) => {
    const next = [...value];
    next[index] = digit;
    onChange(next);
  };

  const handleInput = (index: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (raw === '') return setDigit(index, '');
    if (!digits) return;
    if (digits.length === 1) {
      setDigit(index, digits);
      focusBox(index + 1);
      return;
    }
    const previous = value[index] ?? '';
    // A digit typed into a filled box: keep the new one.
    if (digits.length === 2 && previous && digits.includes(previous)) {
      const typed = digits.startsWith(previous) ? digits.slice(1) : digits.slice(0, 1);
      setDigit(index, typed);
      focusBox(index + 1);
      return;
    }
    fillFromStart(digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (value[index]) {
        setDigit(index, '');
      } else if (index > 0) {
        setDigit(index - 1, '');
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFromStart(event.clipboardData.getData('text'));
  };

  return (
    <div
      className="flex justify-between gap-2 sm:gap-3"
      role="group"
      aria-label="Verification code"
    >
      {value.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={handlePaste}
          onFocus={(event) => event.target.select()}
          aria-label={`Digit ${index + 1}`}
          aria-invalid={invalid || undefined}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          className={cn(
            'h-14 w-full min-w-0 rounded-lg border border-slate-300 bg-white text-center text-xl font-semibold text-slate-900 shadow-sm',
            'focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none',
            'aria-invalid:border-red-400 disabled:bg-slate-100',
          )}
        />
      ))}
    </div>
  );
}
