import { useParams } from 'react-router-dom';

/** The post id from the address, or undefined when it is not a whole number the server could know. */
export function usePostId(): number | undefined {
  const { id = '' } = useParams();
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : undefined;
}
