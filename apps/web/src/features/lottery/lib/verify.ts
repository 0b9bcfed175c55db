import type { LotteryDraw } from '@nodebao/contract';
import { verifyDraw, webCryptoHasher, type Verification } from '@nodebao/contract/lottery-draw';
import { getTicketFile } from '../api/get-ticket-file';

/**
 * The 验证 button: the published ticket list downloaded and the draw recomputed here, in the browser
 * (WebCrypto), with the algorithm the server drew with — the seed against its commitment, the list
 * against its hash and count, the winners against the recorded ones.
 */
export async function verifyInBrowser(draw: LotteryDraw): Promise<Verification> {
  return verifyDraw(draw, await getTicketFile(draw.period), webCryptoHasher);
}
