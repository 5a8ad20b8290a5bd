// Issue item: a failed photo analysis answers the fixed message only. What sharp, ONNX or MinIO
// said about the photo stays in the ai-worker's log: it names libraries and versions an attacker
// would probe next.
import { ANALYSIS_FAILED_MESSAGE } from '@wine/contracts';
import { renderLabel } from '../system/ai/rendered-label';
import { bearer, registerMember } from '../support/accounts';
import { api } from '../support/system';

// the words the libraries on the failure path use
const LIBRARY_TEXT = /sharp|vips|jpeg|png|webp|onnx|minio|premature|corrupt|truncated|image could not be read|Error:/i;

describe('a photo whose analysis fails', () => {
  it('answers the fixed message, and the job status says no more', async () => {
    const member = await registerMember();
    const { image } = await renderLabel('sa-penfolds-bin-28-shiraz', { format: 'jpeg' });
    // the header is a JPEG's, the rest is cut off: the decoder fails in the worker
    const broken = image.subarray(0, Math.floor(image.length / 3));

    const failed = await api()
      .post('/api/upload/analyze')
      .set(bearer(member.accessToken))
      .attach('wine_image', broken, 'bottle.jpg')
      .expect(422);
    expect(failed.body.message).toBe(ANALYSIS_FAILED_MESSAGE);
    expect(Object.keys(failed.body).sort()).toEqual(expect.arrayContaining(['jobId', 'message']));
    expect(Object.keys(failed.body).filter((k) => !['jobId', 'message', 'statusCode'].includes(k))).toEqual([]);
    expect(JSON.stringify(failed.body)).not.toMatch(LIBRARY_TEXT);

    const status = await api().get(`/api/upload/analyze/${failed.body.jobId}`).set(bearer(member.accessToken)).expect(200);
    expect(status.body).toMatchObject({ state: 'failed', error: ANALYSIS_FAILED_MESSAGE });
    expect(JSON.stringify(status.body)).not.toMatch(LIBRARY_TEXT);
  });
});
