/**
 * Hands CSV text to the browser as a file download. A byte-order mark (added unless the text has one) lets
 * spreadsheet programs read it as UTF-8.
 */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv.startsWith('\ufeff') ? '' : '\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, so the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
