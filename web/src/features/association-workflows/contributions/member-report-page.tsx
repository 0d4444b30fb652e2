import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { MemberPicker } from '../components/member-picker';
import { idParam, useUrlState } from '../lib/url-state';
import { MemberDues } from '../members/member-dues';
import { ContributionsFrame } from './contributions-frame';

/** One member's dues history with every payment allocated to it; the member is kept in the address. */
export default function MemberReportPage() {
  const { t } = useTranslation();
  const [state, update] = useUrlState({ memberId: '' });
  const memberId = idParam(state.memberId);
  return (
    <ContributionsFrame screen="memberReport">
      <section className="aw-card aw-filters">
        <span className="field aw-filter-grow">
          <label htmlFor="member-report-member">{t('associationWorkflows.fields.member')}</label>
          <MemberPicker
            inputId="member-report-member"
            value={memberId}
            onChange={(id) => update({ memberId: id ? String(id) : '' })}
          />
        </span>
        {memberId && (
          <Link to={paths.associationMember(memberId)} className="aw-filter-link">
            {t('associationWorkflows.contributions.memberReport.openMember')}
          </Link>
        )}
      </section>
      {memberId ? (
        <MemberDues key={memberId} memberId={memberId} />
      ) : (
        <p className="aw-card aw-placeholder">{t('associationWorkflows.contributions.memberReport.pick')}</p>
      )}
    </ContributionsFrame>
  );
}
