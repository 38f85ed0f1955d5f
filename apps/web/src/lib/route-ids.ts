import { useParams } from 'react-router';
import { validateKindredId } from '@kindred/core/validation';

/** The route's kindred id as a number, or null for text that is no id ("", "undefined", "7x": spec §5). */
export function useKindredIdParam(): number | null {
  const param = useParams().kindredId;
  try {
    return validateKindredId(param);
  } catch {
    // Expected for a mistyped address; the page says "not found" rather than failing.
    return null;
  }
}
