import {
  fetchBeacon,
  HttpCachingChain,
  HttpChainClient,
  roundAt,
  roundTime,
  type ChainInfo,
} from 'drand-client';

/**
 * Public randomness for the lottery's draw (DESIGN §8, issue 15): drand's HTTP API through its own
 * client (`drand-client`), which checks every beacon's BLS signature against the chain's public key
 * before we use it. Configured by LOTTERY_BEACON (README, Production); off by default, when the record
 * page says what a member must trust instead.
 */
export type RandomnessBeacon = {
  /** The first round emitted after `time`: the round a period closing then commits to. */
  roundAfter(time: Date): Promise<number>;
  /** A round's randomness (hex), verified; null while the round is still in the future. */
  randomness(round: number): Promise<string | null>;
};

export type BeaconConfig = {
  /** The chain's base URL: `https://api.drand.sh/<chain hash>`, or the simulator's. */
  url: string;
  chainHash: string;
  publicKey: string;
};

export function createDrandBeacon(config: BeaconConfig | (() => BeaconConfig)): RandomnessBeacon {
  let client: HttpChainClient | null = null;
  const connect = () => {
    if (client) return client;
    const { url, chainHash, publicKey } = typeof config === 'function' ? config() : config;
    const options = {
      disableBeaconVerification: false,
      noCache: false,
      chainVerificationParams: { chainHash, publicKey },
    };
    client = new HttpChainClient(new HttpCachingChain(url, options), options);
    return client;
  };
  const info = (): Promise<ChainInfo> => connect().chain().info();
  return {
    async roundAfter(time) {
      return roundAt(time.getTime(), await info()) + 1;
    },
    async randomness(round) {
      if (roundTime(await info(), round) > Date.now()) return null;
      return (await fetchBeacon(connect(), round)).randomness;
    },
  };
}
