import type { ModuleNode } from './system.js';

/** Module ids of the feature tree (spec §3 "Feature module node", §5 feature flags, §6 switches). */
export const MODULE_IDS = {
  MEMBER: 'MEMBER',
  REGISTER: 'REGISTER',
  REGISTER_MOBILE: 'REGISTER_MOBILE',
  REGISTER_SMS_VERIFY: 'REGISTER_SMS_VERIFY',
  REGISTER_MOBILE_PASSWORD: 'REGISTER_MOBILE_PASSWORD',
  REGISTER_DIRECT_LINK: 'REGISTER_DIRECT_LINK',
  LOGIN: 'LOGIN',
  LOGIN_PHONE: 'LOGIN_PHONE',
  LOGIN_SMS_CODE: 'LOGIN_SMS_CODE',
  LOGIN_FIREBASE: 'LOGIN_FIREBASE',
  FREE_PLAY: 'FREE_PLAY',
  PASSWORD_EXPIRY: 'PASSWORD_EXPIRY',
  PASSWORD_PHONE_RECOVERY: 'PASSWORD_PHONE_RECOVERY',
  PHONE_COUNTRY_CODE: 'PHONE_COUNTRY_CODE',
  PROMOTIONS: 'PROMOTIONS',
  POINT_MALL: 'POINT_MALL',
  AGENT: 'AGENT',
  APP_DOWNLOAD: 'APP_DOWNLOAD',
  ANNOUNCEMENTS: 'ANNOUNCEMENTS',
  HELP_CENTER: 'HELP_CENTER',
  CUSTOMER_SERVICE: 'CUSTOMER_SERVICE',
} as const;
export type ModuleId = (typeof MODULE_IDS)[keyof typeof MODULE_IDS];

/** Finds a node anywhere in the tree. */
export function findModule(nodes: readonly ModuleNode[], modId: string): ModuleNode | undefined {
  for (const node of nodes) {
    if (node.modId === modId) return node;
    const inner = findModule(node.childrenNodes, modId);
    if (inner) return inner;
  }
  return undefined;
}

/** A module is on when it and every ancestor are enabled ('1'); a missing module is off. */
export function isModuleEnabled(nodes: readonly ModuleNode[], modId: string): boolean {
  const walk = (list: readonly ModuleNode[]): boolean | undefined => {
    for (const node of list) {
      if (node.modId === modId) return node.enabled === '1';
      const inner = walk(node.childrenNodes);
      if (inner !== undefined) return node.enabled === '1' && inner;
    }
    return undefined;
  };
  return walk(nodes) ?? false;
}
