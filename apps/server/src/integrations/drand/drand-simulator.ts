import { bls12_381 as bls } from '@noble/curves/bls12-381';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { FastifyPluginAsync } from 'fastify';

/**
 * A drand chain of our own for the demo and the tests (issue 15): the HTTP API of a drand node —
 * `/<chain hash>/info`, `/<chain hash>/public/<round>`, `/<chain hash>/public/latest` — for an
 * unchained chain (`pedersen-bls-unchained`: each round's BLS signature on G2 over SHA-256 of the
 * round number, randomness = SHA-256 of the signature), signed with a fixed dev key. drand-client,
 * unpatched, verifies its beacons.
 */
const PERIOD_SECONDS = 30;
const GENESIS_TIME = 1_700_000_000;
/** The dev key (any scalar below the group order; this one is public, like the other simulators'). */
const SECRET_KEY = sha256(utf8ToBytes('nodebao drand simulator key'));
const PUBLIC_KEY = bytesToHex(bls.getPublicKey(SECRET_KEY));

export const DRAND_SIMULATOR_CHAIN = {
  public_key: PUBLIC_KEY,
  period: PERIOD_SECONDS,
  genesis_time: GENESIS_TIME,
  hash: bytesToHex(sha256(utf8ToBytes(`${PUBLIC_KEY}:${PERIOD_SECONDS}:${GENESIS_TIME}`))),
  groupHash: bytesToHex(sha256(utf8ToBytes(`group:${PUBLIC_KEY}`))),
  schemeID: 'pedersen-bls-unchained',
  metadata: { beaconID: 'nodebao-sim' },
};

function roundMessage(round: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return sha256(bytes);
}

export function simulatedBeacon(round: number) {
  const signature = bls.sign(roundMessage(round), SECRET_KEY);
  return { round, randomness: bytesToHex(sha256(signature)), signature: bytesToHex(signature) };
}

const latestRound = (now = Date.now()) => Math.floor((now / 1000 - GENESIS_TIME) / PERIOD_SECONDS) + 1;

export const drandSimulatorPlugin: FastifyPluginAsync = async (app) => {
  const chain = `/${DRAND_SIMULATOR_CHAIN.hash}`;
  app.get(`${chain}/info`, { schema: { hide: true } }, async () => DRAND_SIMULATOR_CHAIN);
  app.get<{ Params: { round: string } }>(
    `${chain}/public/:round`,
    { schema: { hide: true } },
    async (req, reply) => {
      const latest = latestRound();
      const round = req.params.round === 'latest' ? latest : Number(req.params.round);
      if (!Number.isSafeInteger(round) || round < 1) return reply.code(400).send({ error: 'invalid round' });
      // A node answers 425 Too Early for a round not emitted yet.
      if (round > latest) return reply.code(425).send({ error: 'round in the future' });
      return simulatedBeacon(round);
    },
  );
};
