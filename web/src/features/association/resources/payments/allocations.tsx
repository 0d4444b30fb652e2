import { useTranslation } from 'react-i18next';
import type { AssocPayment } from '../../../../api/enhanced/association-contributions';
import { useFormats } from '../../resource-screen/format';
import { memberPath } from '../links';
import { Link } from 'react-router-dom';

/** The dues a payment paid: member, period and amount per due. */
export function Allocations({ payment }: { payment: AssocPayment }) {
  const { t } = useTranslation();
  const formats = useFormats();
  if (payment.allocations.length === 0) return <span className="muted">—</span>;
  const column = (name: string) => t(`association.resources.payments.allocation.${name}`);
  return (
    <table className="rs-mini-table">
      <thead>
        <tr>
          <th scope="col">{column('member')}</th>
          <th scope="col">{column('period')}</th>
          <th scope="col" className="rs-number">
            {column('amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {payment.allocations.map((a) => (
          <tr key={a.dueId}>
            <td>
              <Link to={memberPath(a)!}>{a.memberName}</Link>
            </td>
            <td>{a.period}</td>
            <td className="rs-number">{formats.money(a.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
