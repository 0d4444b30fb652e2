import { useParams } from 'react-router-dom';
import { useGetInvoiceQuery } from '../../../api/enhanced/invoices';
import { isAppError } from '../../../api/errors';

/** The invoice named by the :id in the address; an id that is not a positive integer or that the server does not know is "not found". */
export function useInvoiceFromPath() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const validId = Number.isSafeInteger(id) && id > 0;
  const result = useGetInvoiceQuery({ id }, { skip: !validId });
  const notFound = !validId || (isAppError(result.error) && result.error.status === 404);
  return { ...result, id, idParam, notFound };
}
