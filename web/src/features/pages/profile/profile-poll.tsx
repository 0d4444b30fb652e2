import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { RadioButton } from 'primereact/radiobutton';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileData } from '../../../api/enhanced/pages';

type Option = ProfileData['polls'][number];
const percent = (result: string) => Math.min(100, Math.max(0, Number.parseFloat(result) || 0));

/** A poll: pick an option and vote to see the results. There is no poll route, so the vote stays on this page. */
export function ProfilePoll({ options }: { options: Option[] }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<string | null>(null);
  const [voted, setVoted] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (choice) setVoted(true);
  }

  return (
    <section className="pg-card" aria-labelledby="profile-poll-title">
      <h2 id="profile-poll-title" className="pg-h2">{t('pages.profile.poll.title')}</h2>
      {voted ? (
        <>
          <ul className="pg-poll-results" aria-label={t('pages.profile.poll.results')}>
            {options.map((option) => (
              <li key={option.name}>
                <div className="pg-row-between">
                  <span>
                    {option.name}
                    {option.name === choice && <span className="muted small"> ({t('pages.profile.poll.yourVote')})</span>}
                  </span>
                  <strong>{option.result}</strong>
                </div>
                <ProgressBar value={percent(option.result)} showValue={false} aria-label={`${option.name}: ${option.result}`} style={{ height: 8 }} />
                <ul className="pg-avatar-stack" aria-label={t('pages.profile.poll.votedBy', { name: option.name })}>
                  {option.votedUser.map((user) => (
                    <li key={user.username}>
                      <img src={user.img} alt={user.username} title={user.username} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <p className="muted small">{t('pages.profile.poll.notSaved')}</p>
        </>
      ) : (
        <form onSubmit={onSubmit} aria-labelledby="profile-poll-title">
          <fieldset className="pg-fieldset">
            <legend className="muted">{t('pages.profile.poll.question')}</legend>
            {options.map((option, index) => (
              <div key={option.name} className="field-radio">
                <RadioButton inputId={`poll-${index}`} name="poll" value={option.name} checked={choice === option.name} onChange={(e) => setChoice(String(e.value))} />
                <label htmlFor={`poll-${index}`}>{option.name}</label>
              </div>
            ))}
          </fieldset>
          <Button type="submit" label={t('pages.profile.poll.vote')} size="small" disabled={!choice} />
        </form>
      )}
    </section>
  );
}
