import {
  BookOpenIcon,
  ClockIcon,
  GraduationCapIcon,
  LayoutDashboardIcon,
  LinkIcon,
  UsersIcon,
} from 'lucide-react';
import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';

import { DashboardHeader } from '@/components/layouts/dashboard-header';
import { PageFallback } from '@/components/layouts/page-fallback';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layouts/skip-link';
import { ModeToggle } from '@/components/theme/mode-toggle';
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
import { NewMenu } from '@/features/educator-workspace/components/new-menu';
import { NotificationsButton } from '@/features/educator-workspace/components/notifications-button';
import { SchoolSwitcher } from '@/features/educator-workspace/components/school-switcher';
import { useAuth } from '@/lib/auth';

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
    label: 'Parent links',
    href: paths.educatorDashboard.parentLinks.getHref(),
    icon: LinkIcon,
    end: false,
  },
  {
    label: 'Professional Development',
    href: paths.educatorDashboard.profDev.getHref(),
    icon: GraduationCapIcon,
    end: false,
  },
] as const;

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

/** /dashboard/educators: educator-only, with the collapsible sidebar (ctrl/cmd+b). */
export function EducatorLayout() {
  const { user } = useAuth();
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
              <NewMenu
                newClassHref={`${paths.educatorDashboard.classrooms.getHref()}?new=class`}
                curriculumHref={paths.educatorDashboard.curriculum.getHref()}
                timeToolsHref={paths.educatorDashboard.timeTools.getHref()}
              />
              <ModeToggle />
              {user ? (
                <NotificationsButton
                  userId={user.id}
                  caseHref={(id) => `${paths.safeguard.getHref()}?case=${encodeURIComponent(id)}`}
                  allHref={paths.safeguard.getHref()}
                />
              ) : null}
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
