/**
 * The tutor's agents (personas): grok is the default. Plain constants with no schema library, so that a
 * page can import them without loading zod.
 */
export const AGENT_IDS = ['grok', 'asi', 'super_ao'] as const;
export type AgentId = (typeof AGENT_IDS)[number];
export const DEFAULT_AGENT: AgentId = 'grok';

export const AGENT_LABELS: Record<AgentId, string> = {
  grok: 'AGI Assistant',
  asi: 'ASI Tutor',
  super_ao: 'Super AO Tutor',
};

/** The agents in the order the tutor page offers them. */
export const AGENTS = AGENT_IDS.map((id) => ({ id, label: AGENT_LABELS[id] }));

export function isAgentId(value: unknown): value is AgentId {
  return typeof value === 'string' && (AGENT_IDS as readonly string[]).includes(value);
}
