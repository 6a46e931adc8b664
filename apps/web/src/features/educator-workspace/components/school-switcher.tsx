import { ChevronDownIcon, SchoolIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useWorkspace } from '@/features/educator-workspace/api/get-workspace';

/** 'My School': the schools the educator belongs to. A single school shows its name (ADR 015). */
export function SchoolSwitcher() {
  const workspace = useWorkspace();
  const schools = workspace.data?.schools ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const current = chosen && schools.includes(chosen) ? chosen : (schools[0] ?? null);
  if (schools.length <= 1) {
    return (
      <p className="flex items-center gap-2 text-sm font-medium">
        <SchoolIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        <span className="sr-only">My School: </span>
        {current ?? '\u00a0'}
      </p>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" aria-label={`My School: ${current}`}>
          <SchoolIcon aria-hidden="true" />
          {current}
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>My School</DropdownMenuLabel>
        {schools.map((name) => (
          <DropdownMenuItem key={name} onSelect={() => setChosen(name)}>
            {name}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
