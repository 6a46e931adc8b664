/** The tutor personas the server offers; grok is the default. */
export const AGENTS = [
  { id: 'grok', label: 'AGI Assistant' },
  { id: 'asi', label: 'ASI Tutor' },
  { id: 'super_ao', label: 'Super AO Tutor' },
] as const;

export type AgentId = (typeof AGENTS)[number]['id'];

export const DEFAULT_AGENT: AgentId = 'grok';

export function isAgentId(value: unknown): value is AgentId {
  return AGENTS.some((agent) => agent.id === value);
}

export const DEFAULT_SUBJECT = 'General Studies';

/** Grades for the first-time dialog; stored as 'K', '1' ... '12'. */
export const GRADES = [
  { value: 'K', label: 'Kindergarten' },
  ...Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: `Grade ${index + 1}` })),
] as const;

/** The conversation sent with each message is capped at this many entries. */
export const HISTORY_SENT_MAX = 50;
