import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import GroupIcon from '@mui/icons-material/Group';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import AssignmentIcon from '@mui/icons-material/Assignment';
import type { SvgIconComponent } from '@mui/icons-material';
import { paths } from '../../config/paths';

export type NavItem = { label: string; href: string; icon: SvgIconComponent };

// The sidebar's entries, in the spec's order (§2 "Shared chrome").
export const sidebarItems: NavItem[] = [
  { label: 'Dashboard', href: paths.dashboard.getHref(), icon: DashboardIcon },
  { label: 'Generate Lesson & Quiz', href: paths.customQuiz.getHref(), icon: AutoAwesomeIcon },
  { label: 'HomeGen', href: paths.homegen.getHref(), icon: AssignmentIcon },
  { label: 'Connect with Students', href: paths.social.getHref(), icon: GroupIcon },
  { label: 'Your Feed', href: paths.feed.getHref(), icon: DynamicFeedIcon },
  { label: 'Study History', href: paths.lessonHistory.getHref(), icon: HistoryEduIcon },
];

export const headerLinks = [
  { label: 'Dashboard', href: paths.dashboard.getHref() },
  { label: 'Generate Quiz', href: paths.customQuiz.getHref() },
];

/** The dashboard is also the home page, so its links stay highlighted on '/'. */
export function isActive(href: string, pathname: string): boolean {
  if (href === paths.dashboard.getHref() && pathname === paths.home.getHref()) return true;
  return pathname === href || pathname.startsWith(`${href}/`);
}
