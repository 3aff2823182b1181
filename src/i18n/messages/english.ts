import { enCore } from './en';
import { enHold } from './en-hold';
import { enHosts } from './en-hosts';
import { enManage } from './en-manage';
import { enSuccess } from './en-success';

/**
 * The English catalogue whole: the shape every other language's catalogue has (`Messages`). The
 * pages never import it (each takes its own part of English, see en.ts); the catalogue check and
 * the types do.
 */
export const en = { ...enCore, success: enSuccess, manage: enManage, hold: enHold, hosts: enHosts };

export type Messages = typeof en;

export const messages: Messages = en;
