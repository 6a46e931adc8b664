import { GraduationCapIcon } from 'lucide-react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

export function Brand() {
  return (
    <Link to={paths.home.getHref()} className="flex items-center gap-2 rounded-md text-lg font-bold">
      <GraduationCapIcon className="size-6 text-primary" aria-hidden="true" />
      <span>Academy</span>
    </Link>
  );
}
