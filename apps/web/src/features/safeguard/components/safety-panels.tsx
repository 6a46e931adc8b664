import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Static panels: what the product really does (no claim it cannot back). */
export function SafetyPanels() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Safety Features</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid list-disc gap-2 pl-5 text-sm">
            <li>
              Every student message and every tutor reply is screened on the school&apos;s own server,
              offline; no message is sent elsewhere to be checked.
            </li>
            <li>
              Personal information (phone numbers, addresses, e-mails and the like) is redacted before it is
              stored or sent to any external AI provider.
            </li>
            <li>
              A child in crisis gets a calm, safe answer with crisis resources, and a case opens for staff at
              once; high-severity cases alert the student&apos;s teachers and the administrators.
            </li>
            <li>
              Every case change records who made it, when, and why, in an audit trail that is never edited.
            </li>
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Compliance Status</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm">
            <div>
              <dt className="font-medium">FERPA</dt>
              <dd className="text-muted-foreground">
                Student records stay on the school&apos;s server; teachers see only students on their own
                class rosters, parents only their verified children.
              </dd>
            </div>
            <div>
              <dt className="font-medium">COPPA</dt>
              <dd className="text-muted-foreground">
                Children&apos;s messages are not shared with third parties for screening; alert e-mails carry
                no message text, only a link to the case.
              </dd>
            </div>
            <div>
              <dt className="font-medium">Data encryption</dt>
              <dd className="text-muted-foreground">
                Traffic is encrypted with TLS when the school serves Academy over https; passwords are hashed
                with argon2id. Encryption at rest depends on the school&apos;s disk.
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
