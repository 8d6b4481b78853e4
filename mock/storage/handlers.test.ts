/**
 * The file storage's own paths: the platform's download links are absolute and
 * point wherever an implementation keeps its files, so what an unknown file id
 * under /files/ answers is the mock's, not a rule of the platform.
 */
import { describe, expect, it, useTarget } from '../../contracts/support/harness.ts';
import { messages } from '../messages.ts';

useTarget({ inProcess: true });

describe('GET /files/{fileId} (the file storage links point at)', () => {
  it('answers 404 naming the field for an unknown file', async ({ api }) => {
    const response = await api.expect('downloadFile', { params: { fileId: '999-missing.csv' } }, 404);
    expect(response.body).toEqual({ error: messages.downloadNotFound, field: 'fileId' });
  });
});
