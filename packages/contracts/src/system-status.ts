/** 0 normal, 1 maintenance, 2 region restriction (spec §4). */
export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;
