import {
  BellIcon,
  BookOpenIcon,
  ChevronDownIcon,
  ClockIcon,
  GraduationCapIcon,
  LayoutDashboardIcon,
  SettingsIcon,
  UsersIcon,
} from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';

import { DashboardHeader } from '@/components/layouts/dashboard-header';
import { PageFallback } from '@/components/layouts/page-fallback';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layouts/skip-link';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
} from '@/components/ui/sidebar';
import { paths } from '@/config/paths';
import { RequireEducator } from '@/features/auth/components/login-guard';

const NAV = [
  { label: 'Overview', href: paths.educatorDashboard.root.getHref(), icon: LayoutDashboardIcon, end: true },
  { label: 'Classrooms', href: paths.educatorDashboard.classrooms.getHref(), icon: UsersIcon, end: false },
  { label: 'Curriculum', href: paths.educatorDashboard.curriculum.getHref(), icon: BookOpenIcon, end: false },
  {
    label: 'Time-Saving Tools',
    href: paths.educatorDashboard.timeTools.getHref(),
    icon: ClockIcon,
    end: false,
  },
  {
    label: 'Professional Development',
    href: paths.educatorDashboard.profDev.getHref(),
    icon: GraduationCapIcon,
    end: false,
  },
] as const;

const SCHOOLS = ['School A', 'School B'] as const;

function EducatorSidebar() {
  const { isMobile, setOpenMobile } = useSidebar();
  return (
    <Sidebar label="Educator">
      <SidebarHeader>
        <Link
          to={paths.home.getHref()}
          className="flex h-8 items-center gap-2 rounded-md px-2 font-bold"
          onClick={() => isMobile && setOpenMobile(false)}
        >
          <GraduationCapIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span className="truncate group-data-[collapsible=icon]:sr-only">Academy</span>
        </Link>
      </SidebarHeader>
      <SidebarContent>
        <SidebarGroup>
          <SidebarGroupLabel>Educator</SidebarGroupLabel>
          <SidebarMenu>
            {NAV.map((item) => (
              <SidebarMenuItem key={item.href}>
                <NavLink to={item.href} end={item.end} onClick={() => isMobile && setOpenMobile(false)}>
                  {({ isActive }) => (
                    <SidebarMenuButton asChild isActive={isActive}>
                      <span title={item.label}>
                        <item.icon aria-hidden="true" />
                        <span className="group-data-[collapsible=icon]:sr-only">{item.label}</span>
                      </span>
                    </SidebarMenuButton>
                  )}
                </NavLink>
              </SidebarMenuItem>
            ))}
          </SidebarMenu>
        </SidebarGroup>
      </SidebarContent>
    </Sidebar>
  );
}

function SchoolSwitcher() {
  const [school, setSchool] = useState<(typeof SCHOOLS)[number]>('School A');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" aria-label={`My School: ${school}`}>
          My School <span className="text-muted-foreground">({school})</span>
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Sample schools</DropdownMenuLabel>
        {SCHOOLS.map((name) => (
          <DropdownMenuItem key={name} onSelect={() => setSchool(name)}>
            {name}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** /dashboard/educators: educator-only, with the collapsible sidebar (ctrl/cmd+b). */
export function EducatorLayout() {
  return (
    <RequireEducator>
      <SkipLink />
      <SidebarProvider>
        <EducatorSidebar />
        <SidebarInset>
          <DashboardHeader />
          <div className="flex flex-wrap items-center gap-2 border-b px-4 py-2">
            <SidebarTrigger />
            <SchoolSwitcher />
            <div className="ml-auto flex items-center gap-2">
              <Button disabled title="Creating items arrives in a coming release.">
                New...
              </Button>
              <Button variant="ghost" size="icon" disabled aria-label="Notifications (coming soon)">
                <BellIcon aria-hidden="true" />
              </Button>
              <Button variant="ghost" size="icon" disabled aria-label="Settings (coming soon)">
                <SettingsIcon aria-hidden="true" />
              </Button>
            </div>
          </div>
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 p-4 focus:outline-none md:p-6">
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </main>
        </SidebarInset>
      </SidebarProvider>
    </RequireEducator>
  );
}
