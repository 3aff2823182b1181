/**
 * The visitor's and guests' reminders and approval messages (request received, confirmed,
 * declined, expired), in the language the visitor booked in (the booking's `lang`), beside the
 * invitations and cancellations of `notices.ts`. The host's own messages stay in English.
 */
import { leadText } from '../src/domain/reminders';
import type { Lang } from '../src/i18n/detect';

interface ReminderValues {
  name: string;
  title: string;
  /** Who the meeting is with, for this reader. */
  with: string;
  minutesBefore: number;
  when: string;
  zone: string;
  /** The place, or ''. */
  place: string;
}

interface RequestValues {
  name: string;
  host: string;
  title: string;
  when: string;
  manage: string;
  bookAgain: string;
  reason: string | null;
  hours: number;
}

type Text = { subject: string; body: string };

interface VisitorWords {
  /** "A and B", for a guest's reminder. */
  and: (a: string, b: string) => string;
  /** The visitor's way to change it, and a guest's (who to ask). */
  change: (manage: string) => string;
  guestChange: (visitor: string) => string;
  reminder: (v: ReminderValues, change: string) => Text;
  pending: (v: RequestValues) => Text;
  /** Put before a confirmed request's invitation subject. */
  confirmedBy: (host: string) => string;
  declined: (v: RequestValues) => Text;
  expired: (v: RequestValues) => Text;
}

/** '24 hours', '30 minutes', '2 days' in a language's words. */
function lead(minutes: number, units: [string, string, string], sep = ' '): string {
  if (minutes % 1440 === 0 && minutes !== 1440) return `${minutes / 1440}${sep}${units[2]}`;
  if (minutes % 60 === 0) return `${minutes / 60}${sep}${units[1]}`;
  return `${minutes}${sep}${units[0]}`;
}

const place = (p: string) => (p ? `\n\n${p}` : '');
const why = (label: string, reason: string | null) => (reason ? `\n\n${label}: ${reason}` : '');

export const VISITOR_NOTICES: Record<Lang, VisitorWords> = {
  en: {
    and: (a, b) => `${a} and ${b}`,
    change: (m) => `Need to reschedule or cancel? ${m}`,
    guestChange: (v) => `${v} can change it.`,
    reminder: (v, change) => ({
      subject: `Reminder: ${v.title} @ ${v.when}`,
      body:
        `Hi ${v.name},\n\nA reminder: "${v.title}" with ${v.with} starts in ` +
        `${leadText(v.minutesBefore)}, on ${v.when} (${v.zone}).${place(v.place)}\n\n${change}\n\n— Slotwise`,
    }),
    pending: (v) => ({
      subject: `Request received: ${v.title} @ ${v.when}`,
      body:
        `Hi ${v.name},\n\nYour request for "${v.title}" with ${v.host} on ${v.when} was sent. ` +
        `${v.host} must confirm it; you will get the invitation once they do. The time is ` +
        `held for you until then (at most ${v.hours} hours).\n\nYour request: ${v.manage}\n\n— Slotwise`,
    }),
    confirmedBy: (h) => `Confirmed by ${h}: `,
    declined: (v) => ({
      subject: `Declined by ${v.host}: ${v.title} @ ${v.when}`,
      body:
        `Hi ${v.name},\n\n${v.host} declined your request for "${v.title}" on ${v.when}.` +
        `${why('Reason', v.reason)}\n\nBook another time: ${v.bookAgain}\n\n— Slotwise`,
    }),
    expired: (v) => ({
      subject: `Request expired: ${v.title} @ ${v.when}`,
      body:
        `Hi ${v.name},\n\n${v.host} did not answer your request for "${v.title}" on ${v.when} in ` +
        `time, so it expired and the time is free again.\n\nBook another time: ${v.bookAgain}\n\n— Slotwise`,
    }),
  },
  es: {
    and: (a, b) => `${a} y ${b}`,
    change: (m) => `¿Necesita cambiar la hora o cancelar? ${m}`,
    guestChange: (v) => `${v} puede cambiarla.`,
    reminder: (v, change) => ({
      subject: `Recordatorio: ${v.title} @ ${v.when}`,
      body:
        `Hola, ${v.name}:\n\nLe recordamos que «${v.title}» con ${v.with} empieza en ` +
        `${lead(v.minutesBefore, ['minutos', 'horas', 'días'])}, el ${v.when} (${v.zone}).` +
        `${place(v.place)}\n\n${change}\n\n— Slotwise`,
    }),
    pending: (v) => ({
      subject: `Solicitud recibida: ${v.title} @ ${v.when}`,
      body:
        `Hola, ${v.name}:\n\nSe envió su solicitud de «${v.title}» con ${v.host} el ${v.when}. ` +
        `${v.host} debe confirmarla; recibirá la invitación cuando lo haga. La hora queda ` +
        `reservada para usted hasta entonces (${v.hours} horas como máximo).\n\nSu solicitud: ${v.manage}\n\n— Slotwise`,
    }),
    confirmedBy: (h) => `Confirmada por ${h}: `,
    declined: (v) => ({
      subject: `Rechazada por ${v.host}: ${v.title} @ ${v.when}`,
      body:
        `Hola, ${v.name}:\n\n${v.host} rechazó su solicitud de «${v.title}» del ${v.when}.` +
        `${why('Motivo', v.reason)}\n\nReservar otra hora: ${v.bookAgain}\n\n— Slotwise`,
    }),
    expired: (v) => ({
      subject: `Solicitud vencida: ${v.title} @ ${v.when}`,
      body:
        `Hola, ${v.name}:\n\n${v.host} no respondió a tiempo a su solicitud de «${v.title}» del ` +
        `${v.when}, así que venció y la hora vuelve a estar libre.\n\nReservar otra hora: ${v.bookAgain}\n\n— Slotwise`,
    }),
  },
  fr: {
    and: (a, b) => `${a} et ${b}`,
    change: (m) => `Besoin de le déplacer ou de l’annuler\u202f? ${m}`,
    guestChange: (v) => `${v} peut le modifier.`,
    reminder: (v, change) => ({
      subject: `Rappel\u202f: ${v.title} @ ${v.when}`,
      body:
        `Bonjour ${v.name},\n\nRappel\u202f: «\u202f${v.title}\u202f» avec ${v.with} commence dans ` +
        `${lead(v.minutesBefore, ['min', 'heures', 'jours'], '\u00a0')}, le ${v.when} (${v.zone}).` +
        `${place(v.place)}\n\n${change}\n\n— Slotwise`,
    }),
    pending: (v) => ({
      subject: `Demande reçue\u202f: ${v.title} @ ${v.when}`,
      body:
        `Bonjour ${v.name},\n\nVotre demande pour «\u202f${v.title}\u202f» avec ${v.host} le ${v.when} ` +
        `a été envoyée. ${v.host} doit la confirmer\u202f; vous recevrez l’invitation à ce moment-là. ` +
        `L’horaire vous est réservé jusque-là (${v.hours}\u00a0heures au plus).\n\nVotre demande\u202f: ${v.manage}\n\n— Slotwise`,
    }),
    confirmedBy: (h) => `Confirmé par ${h}\u202f: `,
    declined: (v) => ({
      subject: `Refusé par ${v.host}\u202f: ${v.title} @ ${v.when}`,
      body:
        `Bonjour ${v.name},\n\n${v.host} a refusé votre demande pour «\u202f${v.title}\u202f» du ${v.when}.` +
        `${why('Motif', v.reason)}\n\nRéserver un autre horaire\u202f: ${v.bookAgain}\n\n— Slotwise`,
    }),
    expired: (v) => ({
      subject: `Demande expirée\u202f: ${v.title} @ ${v.when}`,
      body:
        `Bonjour ${v.name},\n\n${v.host} n’a pas répondu à temps à votre demande pour «\u202f${v.title}\u202f» ` +
        `du ${v.when}\u202f: elle a expiré et l’horaire est de nouveau libre.\n\nRéserver un autre horaire\u202f: ${v.bookAgain}\n\n— Slotwise`,
    }),
  },
  de: {
    and: (a, b) => `${a} und ${b}`,
    change: (m) => `Möchten Sie verschieben oder absagen? ${m}`,
    guestChange: (v) => `${v} kann den Termin ändern.`,
    reminder: (v, change) => ({
      subject: `Erinnerung: ${v.title} @ ${v.when}`,
      body:
        `Hallo ${v.name},\n\nzur Erinnerung: „${v.title}“ mit ${v.with} beginnt in ` +
        `${lead(v.minutesBefore, ['Minuten', 'Stunden', 'Tagen'])}, am ${v.when} (${v.zone}).` +
        `${place(v.place)}\n\n${change}\n\n— Slotwise`,
    }),
    pending: (v) => ({
      subject: `Anfrage erhalten: ${v.title} @ ${v.when}`,
      body:
        `Hallo ${v.name},\n\nIhre Anfrage für „${v.title}“ mit ${v.host} am ${v.when} wurde gesendet. ` +
        `${v.host} muss sie bestätigen; dann erhalten Sie die Einladung. Bis dahin ist der Termin ` +
        `für Sie reserviert (höchstens ${v.hours} Stunden).\n\nIhre Anfrage: ${v.manage}\n\n— Slotwise`,
    }),
    confirmedBy: (h) => `Bestätigt von ${h}: `,
    declined: (v) => ({
      subject: `Abgelehnt von ${v.host}: ${v.title} @ ${v.when}`,
      body:
        `Hallo ${v.name},\n\n${v.host} hat Ihre Anfrage für „${v.title}“ am ${v.when} abgelehnt.` +
        `${why('Grund', v.reason)}\n\nEinen anderen Termin buchen: ${v.bookAgain}\n\n— Slotwise`,
    }),
    expired: (v) => ({
      subject: `Anfrage abgelaufen: ${v.title} @ ${v.when}`,
      body:
        `Hallo ${v.name},\n\n${v.host} hat Ihre Anfrage für „${v.title}“ am ${v.when} nicht rechtzeitig ` +
        `beantwortet. Sie ist abgelaufen, und der Termin ist wieder frei.\n\nEinen anderen Termin buchen: ${v.bookAgain}\n\n— Slotwise`,
    }),
  },
  'pt-BR': {
    and: (a, b) => `${a} e ${b}`,
    change: (m) => `Precisa reagendar ou cancelar? ${m}`,
    guestChange: (v) => `${v} pode alterá-la.`,
    reminder: (v, change) => ({
      subject: `Lembrete: ${v.title} @ ${v.when}`,
      body:
        `Olá, ${v.name},\n\nUm lembrete: “${v.title}” com ${v.with} começa em ` +
        `${lead(v.minutesBefore, ['minutos', 'horas', 'dias'])}, em ${v.when} (${v.zone}).` +
        `${place(v.place)}\n\n${change}\n\n— Slotwise`,
    }),
    pending: (v) => ({
      subject: `Solicitação recebida: ${v.title} @ ${v.when}`,
      body:
        `Olá, ${v.name},\n\nSua solicitação de “${v.title}” com ${v.host} em ${v.when} foi enviada. ` +
        `${v.host} precisa confirmá-la; você receberá o convite quando isso acontecer. O horário ` +
        `fica reservado para você até lá (no máximo ${v.hours} horas).\n\nSua solicitação: ${v.manage}\n\n— Slotwise`,
    }),
    confirmedBy: (h) => `Confirmada por ${h}: `,
    declined: (v) => ({
      subject: `Recusada por ${v.host}: ${v.title} @ ${v.when}`,
      body:
        `Olá, ${v.name},\n\n${v.host} recusou sua solicitação de “${v.title}” em ${v.when}.` +
        `${why('Motivo', v.reason)}\n\nAgendar outro horário: ${v.bookAgain}\n\n— Slotwise`,
    }),
    expired: (v) => ({
      subject: `Solicitação expirada: ${v.title} @ ${v.when}`,
      body:
        `Olá, ${v.name},\n\n${v.host} não respondeu a tempo à sua solicitação de “${v.title}” em ` +
        `${v.when}; ela expirou e o horário está livre de novo.\n\nAgendar outro horário: ${v.bookAgain}\n\n— Slotwise`,
    }),
  },
  ja: {
    and: (a, b) => `${a}さん、${b}さん`,
    change: (m) => `日時の変更・キャンセルはこちら: ${m}`,
    guestChange: (v) => `変更は${v}さんが行えます。`,
    reminder: (v, change) => ({
      subject: `リマインダー: ${v.title} @ ${v.when}`,
      body:
        `${v.name} 様\n\n${v.with}との「${v.title}」は${lead(v.minutesBefore, ['分', '時間', '日'], '')}後、` +
        `${v.when}(${v.zone})に始まります。${place(v.place)}\n\n${change}\n\n— Slotwise`,
    }),
    pending: (v) => ({
      subject: `リクエストを受け付けました: ${v.title} @ ${v.when}`,
      body:
        `${v.name} 様\n\n${v.host}さんとの「${v.title}」(${v.when})のリクエストを送信しました。` +
        `${v.host}さんの確認後に招待状が届きます。それまで(最長${v.hours}時間)この時間は確保されます。` +
        `\n\nリクエスト: ${v.manage}\n\n— Slotwise`,
    }),
    confirmedBy: (h) => `${h}さんが確定: `,
    declined: (v) => ({
      subject: `${v.host}さんが辞退: ${v.title} @ ${v.when}`,
      body:
        `${v.name} 様\n\n${v.host}さんが${v.when}の「${v.title}」のリクエストを辞退しました。` +
        `${why('理由', v.reason)}\n\n別の日時を予約: ${v.bookAgain}\n\n— Slotwise`,
    }),
    expired: (v) => ({
      subject: `リクエストの期限切れ: ${v.title} @ ${v.when}`,
      body:
        `${v.name} 様\n\n${v.host}さんが${v.when}の「${v.title}」のリクエストに期限内に回答しなかったため、` +
        `リクエストは期限切れとなり、この時間は再び空きになりました。\n\n別の日時を予約: ${v.bookAgain}\n\n— Slotwise`,
    }),
  },
};
