/** The tips of /safety in the order people read them; the catalog holds safety.tips.<tip>.title and .body. */
export const SAFETY_TIPS = ['meet', 'inspect', 'advance', 'codes', 'stay', 'report'] as const;
export type SafetyTip = (typeof SAFETY_TIPS)[number];

export const SAFETY_PATH = '/safety';
/** El Salvador's emergency line (police, firefighters, ambulance). */
export const EMERGENCY_NUMBER = '911';
