import { AGENTS, isAgentId, type AgentId } from '@academy/shared';
import { useId } from 'react';

import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** The tutor persona chooser: AGI Assistant (default), ASI Tutor, Super AO Tutor. */
export function AgentSelect({
  value,
  onChange,
  disabled,
}: {
  value: AgentId;
  onChange: (agent: AgentId) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Agent</Label>
      <Select
        value={value}
        onValueChange={(next) => {
          if (isAgentId(next)) onChange(next);
        }}
        disabled={disabled}
      >
        <SelectTrigger id={id} className="w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {AGENTS.map((agent) => (
            <SelectItem key={agent.id} value={agent.id}>
              {agent.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
