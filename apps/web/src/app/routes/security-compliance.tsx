import { StudentDataSecurity } from '@/features/legal/components/student-data-security';

export default function SecurityComplianceRoute() {
  return <StudentDataSecurity />;
}
