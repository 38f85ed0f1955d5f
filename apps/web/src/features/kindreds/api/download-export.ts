import { useMutation } from '@tanstack/react-query';
import { EXPORT_TEXTS } from '@kindred/core/kindred-texts';
import { useToast } from '../../../components/toast/use-toast';
import { apiFetchResponse } from '../../../lib/api-client';

const FALLBACK_FILENAME = 'kindred-export.json';

/** The file name of a Content-Disposition header (filename* first, as RFC 6266 asks), if any. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: fall through to the plain filename.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
  return plain?.[1] ?? plain?.[2] ?? null;
}

/** GET /api/export as a file: the server's bytes and file name, kept as they are. */
export async function downloadExport(): Promise<{ blob: Blob; filename: string }> {
  const response = await apiFetchResponse('/export');
  return { blob: await response.blob(), filename: filenameFromDisposition(response.headers.get('Content-Disposition')) ?? FALLBACK_FILENAME };
}

/** Hands a file to the browser's downloads. */
function saveFile({ blob, filename }: { blob: Blob; filename: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads everything the user owns as one JSON file, with a toast either way. */
export function useDownloadExport() {
  const { showToast } = useToast();
  return useMutation({
    mutationFn: downloadExport,
    onSuccess: (file) => {
      saveFile(file);
      showToast(EXPORT_TEXTS.started, { type: 'success' });
    },
    onError: () => showToast(EXPORT_TEXTS.failed, { type: 'error' }),
  });
}
