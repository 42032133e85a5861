import { INT4_MAX } from '@pvz/contracts/api/primitives';
import { useParams } from '@pvz/ui/router';

/** The article id of the address (`/tips/:id`), or null when it is no id at all. */
export function useTipId(): number | null {
  const { id } = useParams();
  if (!id || !/^\d{1,10}$/.test(id)) return null;
  const number = Number(id);
  return number > 0 && number <= INT4_MAX ? number : null;
}
