/** pino-roll 4 ships no types: what the API uses of it. */
declare module 'pino-roll' {
  interface PinoRollOptions {
    file: string;
    /** A number is megabytes; '512k', '10m', '1g' or '2048b' name the unit. */
    size?: string | number;
    frequency?: 'daily' | 'hourly' | number;
    extension?: string;
    mkdir?: boolean;
    sync?: boolean;
    /** `count` files besides the one in use; with `removeOtherLogFiles`, of all (earlier runs' too), the one in use included. */
    limit?: { count: number; removeOtherLogFiles?: boolean };
  }

  /** A sonic-boom stream on the file in use, which it reopens on the next file as it rolls. */
  interface RollingStream {
    write(line: string): boolean;
    flushSync(): void;
    end(): void;
    once(event: 'close', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
  }

  export default function pinoRoll(options: PinoRollOptions): Promise<RollingStream>;
}
