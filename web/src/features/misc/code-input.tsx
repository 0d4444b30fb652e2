import { InputText } from 'primereact/inputtext';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  digits: string[];
  onChange: (digits: string[]) => void;
  legend: string;
  invalid?: boolean;
  describedBy?: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * One box per digit. Typing a digit moves to the next box, Backspace in an empty box goes back, the arrow keys move,
 * and pasting (or an autofilled code) fills the boxes from the current one on.
 */
export function CodeInput({ digits, onChange, legend, invalid, describedBy }: Props) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(index, digits.length - 1))]?.focus();

  function fillFrom(index: number, text: string) {
    const next = [...digits];
    let at = index;
    for (const char of onlyDigits(text)) {
      if (at >= next.length) break;
      next[at++] = char;
    }
    onChange(next);
    focus(at);
  }

  function onInput(index: number, raw: string) {
    const typed = onlyDigits(raw);
    const old = digits[index] ?? '';
    if (typed === '') {
      onChange(digits.map((d, i) => (i === index ? '' : d)));
      return;
    }
    // A box that already held a digit receives old + new; keep what was just typed.
    const fresh = old && typed.length > 1 && typed.startsWith(old) ? typed.slice(old.length) : typed;
    fillFrom(index, fresh);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      onChange(digits.map((d, i) => (i === index - 1 ? '' : d)));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  }

  return (
    <fieldset className="code-input" aria-describedby={describedBy}>
      <legend>{legend}</legend>
      <div className="code-boxes">
        {digits.map((digit, index) => (
          <InputText
            key={index}
            ref={(el) => {
              boxes.current[index] = el;
            }}
            value={digit}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('misc.twoSteps.digit', { n: index + 1, total: digits.length })}
            invalid={invalid && !digit}
            onChange={(e) => onInput(index, e.target.value)}
            onKeyDown={(e) => onKeyDown(index, e)}
            onPaste={(e) => onPaste(index, e)}
            onFocus={(e) => e.target.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}
