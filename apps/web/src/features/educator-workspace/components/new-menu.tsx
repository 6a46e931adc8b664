import { ChevronDownIcon, PlusIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

type Props = { newClassHref: string; curriculumHref: string; timeToolsHref: string };

/** 'New...': New class (the create dialog), Upload resource, Grade answers, Progress report. */
export function NewMenu({ newClassHref, curriculumHref, timeToolsHref }: Props) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button>
          <PlusIcon aria-hidden="true" />
          New...
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link to={newClassHref}>New class</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={curriculumHref}>Upload resource</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={timeToolsHref}>Grade answers</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={timeToolsHref}>Progress report</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
