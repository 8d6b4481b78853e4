/**
 * The platform's file storage: the files its download links point at (insights
 * and VLD reports, CSV exports, scheduled-report attachments). Served outside
 * the admin API, so a server started with --no-admin serves its own links.
 */
import { FileReply, type Handler, type HandlerMap } from '../core/toolkit/context.ts';
import type { StoredFile } from '../core/state/downloads.ts';
import { ApiError } from '../core/toolkit/errors.ts';
import { storageMessages } from './messages.ts';

/**
 * `findFile` looks a link's file up in every session: a link is its own
 * credential, and a browser following one sends no X-Mock-Session header.
 */
export function storageHandlers(findFile: (fileId: string) => StoredFile | undefined): HandlerMap {
  const downloadFile: Handler<unknown, unknown, { fileId: string }> = ({ params, state }) => {
    const file = state.downloads.get(params.fileId) ?? findFile(params.fileId);
    if (!file) throw new ApiError(404, { error: storageMessages.downloadNotFound, field: 'fileId' });
    return new FileReply(file.contentType, file.body, file.fileName);
  };
  return { downloadFile };
}
