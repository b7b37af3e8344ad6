export {
  CRASH_BITS,
  CRASH_RTP_PERCENT,
  MIN_CASH_OUT,
  crashPayout,
  crashPointOf,
  crashUniform,
  crashedAtOnce,
  playCrash,
  type CrashRound,
} from './crash.js';
