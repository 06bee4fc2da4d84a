/**
 * What gives a contact post away as a robot's (PRODUCT §10.13). Only the honeypot drops a post:
 * people never see that field. A form sent faster than a person types (autofill, a password
 * manager) or without its fill time is still delivered, flagged for the operator, because
 * anything a visitor is told was sent must arrive.
 */

export type RobotSignal = { kind: 'too-fast'; fillMs: number; minFillTimeMs: number } | { kind: 'untimed' };

/** The hidden `website` field: anything in it (beyond spaces) was typed by a robot. */
export function isHoneypotFilled(website: string | undefined): boolean {
  return Boolean(website?.trim());
}

/** Why a post looks sent by a robot, from how long its form was open; undefined when it looks human. */
export function robotSignal(fillMs: number | undefined, minFillTimeMs: number): RobotSignal | undefined {
  // The web form always sends its fill time: a post without one comes from another client.
  if (fillMs === undefined) return { kind: 'untimed' };
  return fillMs < minFillTimeMs ? { kind: 'too-fast', fillMs, minFillTimeMs } : undefined;
}
