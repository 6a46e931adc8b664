import type { Account } from '@academy/shared';
import { useId, type ComponentProps, type ReactNode } from 'react';

import { Label } from '@/components/ui/label';

/** The parts the admin console's forms, filters and tables are built from. */

export const selectClass = 'h-9 rounded-md border border-input bg-background px-3 text-sm';

/** A form laid out in one wrapping row (fields, then its buttons), named for assistive technology. */
export function InlineForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      aria-label={label}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A label above its control, tied to it by a generated id: `{(id) => <Input id={id} … />}`. */
export function Field({ label, children }: { label: ReactNode; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

const accountName = (a: Account) => a.full_name ?? a.email;

/** A choice of one account (by id), with an optional empty first option such as "Choose a student". */
export function AccountSelect({
  accounts,
  placeholder,
  optionLabel = accountName,
  className = selectClass,
  ...select
}: Omit<ComponentProps<'select'>, 'children'> & {
  accounts: Account[] | undefined;
  placeholder?: string;
  optionLabel?: (account: Account) => string;
}) {
  return (
    <select className={className} {...select}>
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {accounts?.map((a) => (
        <option key={a.id} value={a.id}>
          {optionLabel(a)}
        </option>
      ))}
    </select>
  );
}

/** A table that scrolls sideways on a narrow screen, with one header row; `children` are its body rows. */
export function DataTable({ headers, children }: { headers: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b">
            {headers.map((h) => (
              <th key={h} className="p-2">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
