/**
 * GET /assets/{folder}/{fileName}: the platform's static assets, which the mock's
 * answers link to (mock/core/toolkit/asset-links.ts); GET /assets/matched/{owId}/{fileName}: the
 * stored copies of matched-audience uploads. Served outside the admin API and the rate
 * limit, like the file storage: a list page showing 50 avatars must not spend the
 * caller's 20 requests a minute.
 */
import { FileReply, type Handler, type HandlerMap } from '../core/toolkit/context.ts';
import { ApiError } from '../core/toolkit/errors.ts';
import { assetMessages } from './messages.ts';
import { findAsset, findMatchedFile } from './catalog.ts';

const getAsset: Handler<unknown, unknown, { folder: string; fileName: string }> = ({ params, state }) => {
  const asset = findAsset(state, params.folder, params.fileName);
  if (!asset) throw new ApiError(404, { error: assetMessages.assetNotFound, field: 'fileName' });
  return new FileReply(asset.contentType, asset.body, params.fileName, 'inline');
};

const getMatchedFile: Handler<unknown, unknown, { owId: string; fileName: string }> = ({ params, state }) => {
  const file = findMatchedFile(state, params.owId, params.fileName);
  if (!file) throw new ApiError(404, { error: assetMessages.assetNotFound, field: 'fileName' });
  return new FileReply(file.contentType, file.body, params.fileName);
};

export const assetHandlers: HandlerMap = { getAsset, getMatchedFile };
