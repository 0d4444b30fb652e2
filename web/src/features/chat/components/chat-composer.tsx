import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  onSend(message: string): Promise<boolean>;
  sending: boolean;
}

/** Enter sends, Shift+Enter starts a new line; a message with nothing but blanks is never sent. */
export function ChatComposer({ onSend, sending }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  async function send() {
    if (blank || sending) return;
    if (await onSend(text)) setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  return (
    <form className="chat-composer" onSubmit={onSubmit} aria-label={t('chat.composer.label')}>
      <InputTextarea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        rows={1}
        autoResize
        placeholder={t('chat.composer.placeholder')}
        aria-label={t('chat.composer.message')}
        maxLength={5000}
      />
      <Button type="submit" icon="pi pi-send" label={t('chat.composer.send')} disabled={blank} loading={sending} />
    </form>
  );
}
