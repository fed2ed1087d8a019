import { Eye, EyeOff, Wand2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../ui/button.tsx";
import { Input, type ControlProps } from "../../../ui/field.tsx";
import { generatePassword } from "./password.ts";

type Props = ControlProps & { value: string; onChange: (value: string) => void; name?: string };

/**
 * A new password chosen by the admin: shown as typed (it will be handed over), with 'Generar' for a
 * random one that meets the rule.
 */
export function NewPasswordInput({ value, onChange, name = "password", ...control }: Props) {
  const [visible, setVisible] = useState(true);
  return (
    <div className="flex gap-2">
      <Input
        {...control}
        name={name}
        type={visible ? "text" : "password"}
        autoComplete="new-password"
        spellCheck={false}
        className="font-mono"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <Button
        variant="ghost"
        size="icon"
        aria-label={visible ? "Ocultar contraseña" : "Mostrar contraseña"}
        title={visible ? "Ocultar" : "Mostrar"}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
      </Button>
      <Button
        variant="secondary"
        icon={<Wand2 size={16} aria-hidden />}
        onClick={() => {
          setVisible(true);
          onChange(generatePassword());
        }}
      >
        Generar
      </Button>
    </div>
  );
}
