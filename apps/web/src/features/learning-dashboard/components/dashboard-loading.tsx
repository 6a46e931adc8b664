export function DashboardLoading() {
  return (
    <p role="status" className="text-muted-foreground">
      Loading your learning data...
    </p>
  );
}
