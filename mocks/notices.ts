import { momentText } from '../src/domain/time-text';
import { INTL_LOCALE, matchLang, type Lang } from '../src/i18n/detect';

/**
 * The e-mails the mock sends to the visitor (the invitation, the updated invitation and the
 * cancellation notices), in the language the visitor booked in: the booking page sends it as
 * `Accept-Language`, and the booking keeps it. The host's own notices stay in English, as the
 * signed-in app does. Times are said in the visitor's zone (the booking page's; the host's for
 * older bookings), named in the subject ('GMT+9'), in the language's words.
 */

/** The booking's language from a request's `Accept-Language` ('de', 'ja-JP,ja;q=0.9'): else English. */
export function noticeLang(acceptLanguage: string | null): Lang {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0];
  return matchLang(first) ?? 'en';
}

/** An instant in the host's zone, in the language: 'Thu, Nov 26, 7:30 PM EST' in English. */
export function noticeTime(iso: string, timeZone: string, lang: Lang = 'en'): string {
  return momentText(iso, timeZone, INTL_LOCALE[lang]);
}

interface InvitationValues {
  name: string;
  host: string;
  title: string;
  when: string;
  minutes: number;
  /** The booking's description ('' for none). */
  description: string;
  manage: string;
  /** Where the meeting was before the host moved it, or null. */
  movedFrom: string | null;
}

interface CancellationValues {
  name: string;
  host: string;
  title: string;
  when: string;
  /** The reason given, or null. */
  reason: string | null;
  manage: string;
  bookAgain: string;
}

interface NoticeWords {
  invitation: (updated: boolean, v: InvitationValues) => { subject: string; body: string };
  cancelledByHost: (v: CancellationValues) => { subject: string; body: string };
  cancelled: (v: CancellationValues) => { subject: string; body: string };
}

const block = (text: string | null | undefined) => (text ? `\n\n${text}` : '');

export const NOTICES: Record<Lang, NoticeWords> = {
  en: {
    invitation: (updated, v) => ({
      subject: `${updated ? 'Updated invitation' : 'Invitation'}: ${v.title} @ ${v.when}`,
      body:
        `Hi ${v.name},\n\n${v.movedFrom ? `${v.host} moved your meeting from ${v.movedFrom}.\n\n` : ''}` +
        `${v.host} has scheduled "${v.title}" with you on ${v.when} (${v.minutes} minutes). ` +
        `The event is in ${v.host}'s calendar and includes all meeting details.${block(v.description)}\n\n` +
        `Need to reschedule or cancel? ${v.manage}\n\n— Slotwise`,
    }),
    cancelledByHost: (v) => ({
      subject: `Cancelled by ${v.host}: ${v.title} @ ${v.when}`,
      body:
        `Hi ${v.name},\n\n${v.host} cancelled your meeting "${v.title}" on ${v.when}.` +
        `${block(v.reason && `Reason: ${v.reason}`)}\n\nYour booking: ${v.manage}\n` +
        `Book another time: ${v.bookAgain}\n\n— Slotwise`,
    }),
    cancelled: (v) => ({
      subject: `Cancelled: ${v.title} @ ${v.when}`,
      body:
        `Hi ${v.name},\n\nYour meeting "${v.title}" with ${v.host} on ${v.when} is cancelled.` +
        `${block(v.reason && `Reason: ${v.reason}`)}\n\nBook another time: ${v.bookAgain}\n\n— Slotwise`,
    }),
  },
  es: {
    invitation: (updated, v) => ({
      subject: `${updated ? 'Invitación actualizada' : 'Invitación'}: ${v.title} @ ${v.when}`,
      body:
        `Hola, ${v.name}:\n\n${v.movedFrom ? `${v.host} ha cambiado su reunión, que era el ${v.movedFrom}.\n\n` : ''}` +
        `${v.host} ha programado «${v.title}» con usted el ${v.when} (${v.minutes} min). ` +
        `El evento está en el calendario de ${v.host} e incluye todos los detalles de la reunión.${block(v.description)}\n\n` +
        `¿Necesita cambiar la hora o cancelar? ${v.manage}\n\n— Slotwise`,
    }),
    cancelledByHost: (v) => ({
      subject: `Cancelada por ${v.host}: ${v.title} @ ${v.when}`,
      body:
        `Hola, ${v.name}:\n\n${v.host} ha cancelado su reunión «${v.title}» del ${v.when}.` +
        `${block(v.reason && `Motivo: ${v.reason}`)}\n\nSu reserva: ${v.manage}\n` +
        `Reservar otra hora: ${v.bookAgain}\n\n— Slotwise`,
    }),
    cancelled: (v) => ({
      subject: `Cancelada: ${v.title} @ ${v.when}`,
      body:
        `Hola, ${v.name}:\n\nSu reunión «${v.title}» con ${v.host} del ${v.when} está cancelada.` +
        `${block(v.reason && `Motivo: ${v.reason}`)}\n\nReservar otra hora: ${v.bookAgain}\n\n— Slotwise`,
    }),
  },
  fr: {
    invitation: (updated, v) => ({
      subject: `${updated ? 'Invitation mise à jour' : 'Invitation'}\u202f: ${v.title} @ ${v.when}`,
      body:
        `Bonjour ${v.name},\n\n${v.movedFrom ? `${v.host} a déplacé votre rendez-vous, initialement prévu le ${v.movedFrom}.\n\n` : ''}` +
        `${v.host} a planifié «\u202f${v.title}\u202f» avec vous le ${v.when} (${v.minutes}\u00a0min). ` +
        `L’événement figure dans l’agenda de ${v.host} et contient tous les détails du rendez-vous.${block(v.description)}\n\n` +
        `Besoin de le déplacer ou de l’annuler\u202f? ${v.manage}\n\n— Slotwise`,
    }),
    cancelledByHost: (v) => ({
      subject: `Annulé par ${v.host}\u202f: ${v.title} @ ${v.when}`,
      body:
        `Bonjour ${v.name},\n\n${v.host} a annulé votre rendez-vous «\u202f${v.title}\u202f» du ${v.when}.` +
        `${block(v.reason && `Motif\u202f: ${v.reason}`)}\n\nVotre réservation\u202f: ${v.manage}\n` +
        `Réserver un autre horaire\u202f: ${v.bookAgain}\n\n— Slotwise`,
    }),
    cancelled: (v) => ({
      subject: `Annulé\u202f: ${v.title} @ ${v.when}`,
      body:
        `Bonjour ${v.name},\n\nVotre rendez-vous «\u202f${v.title}\u202f» avec ${v.host} du ${v.when} est annulé.` +
        `${block(v.reason && `Motif\u202f: ${v.reason}`)}\n\nRéserver un autre horaire\u202f: ${v.bookAgain}\n\n— Slotwise`,
    }),
  },
  de: {
    invitation: (updated, v) => ({
      subject: `${updated ? 'Aktualisierte Einladung' : 'Einladung'}: ${v.title} @ ${v.when}`,
      body:
        `Hallo ${v.name},\n\n${v.movedFrom ? `${v.host} hat Ihren Termin vom ${v.movedFrom} verschoben.\n\n` : ''}` +
        `${v.host} hat „${v.title}“ mit Ihnen am ${v.when} geplant (${v.minutes} Minuten). ` +
        `Der Termin steht im Kalender von ${v.host} und enthält alle Details.${block(v.description)}\n\n` +
        `Möchten Sie verschieben oder absagen? ${v.manage}\n\n— Slotwise`,
    }),
    cancelledByHost: (v) => ({
      subject: `Abgesagt von ${v.host}: ${v.title} @ ${v.when}`,
      body:
        `Hallo ${v.name},\n\n${v.host} hat Ihren Termin „${v.title}“ am ${v.when} abgesagt.` +
        `${block(v.reason && `Grund: ${v.reason}`)}\n\nIhre Buchung: ${v.manage}\n` +
        `Einen anderen Termin buchen: ${v.bookAgain}\n\n— Slotwise`,
    }),
    cancelled: (v) => ({
      subject: `Abgesagt: ${v.title} @ ${v.when}`,
      body:
        `Hallo ${v.name},\n\nIhr Termin „${v.title}“ mit ${v.host} am ${v.when} ist abgesagt.` +
        `${block(v.reason && `Grund: ${v.reason}`)}\n\nEinen anderen Termin buchen: ${v.bookAgain}\n\n— Slotwise`,
    }),
  },
  'pt-BR': {
    invitation: (updated, v) => ({
      subject: `${updated ? 'Convite atualizado' : 'Convite'}: ${v.title} @ ${v.when}`,
      body:
        `Olá, ${v.name},\n\n${v.movedFrom ? `${v.host} mudou sua reunião, que era em ${v.movedFrom}.\n\n` : ''}` +
        `${v.host} agendou “${v.title}” com você em ${v.when} (${v.minutes} minutos). ` +
        `O evento está na agenda de ${v.host} e inclui todos os detalhes da reunião.${block(v.description)}\n\n` +
        `Precisa reagendar ou cancelar? ${v.manage}\n\n— Slotwise`,
    }),
    cancelledByHost: (v) => ({
      subject: `Cancelada por ${v.host}: ${v.title} @ ${v.when}`,
      body:
        `Olá, ${v.name},\n\n${v.host} cancelou sua reunião “${v.title}” de ${v.when}.` +
        `${block(v.reason && `Motivo: ${v.reason}`)}\n\nSeu agendamento: ${v.manage}\n` +
        `Agendar outro horário: ${v.bookAgain}\n\n— Slotwise`,
    }),
    cancelled: (v) => ({
      subject: `Cancelada: ${v.title} @ ${v.when}`,
      body:
        `Olá, ${v.name},\n\nSua reunião “${v.title}” com ${v.host} em ${v.when} foi cancelada.` +
        `${block(v.reason && `Motivo: ${v.reason}`)}\n\nAgendar outro horário: ${v.bookAgain}\n\n— Slotwise`,
    }),
  },
  ja: {
    invitation: (updated, v) => ({
      subject: `${updated ? '招待状(更新)' : '招待状'}: ${v.title} @ ${v.when}`,
      body:
        `${v.name} 様\n\n${v.movedFrom ? `${v.host}さんがミーティングの日時を${v.movedFrom}から変更しました。\n\n` : ''}` +
        `${v.host}さんが「${v.title}」を${v.when}に設定しました(${v.minutes}分)。` +
        `予定は${v.host}さんのカレンダーに登録され、ミーティングの詳細がすべて含まれています。${block(v.description)}\n\n` +
        `日時の変更・キャンセルはこちら: ${v.manage}\n\n— Slotwise`,
    }),
    cancelledByHost: (v) => ({
      subject: `${v.host}さんがキャンセル: ${v.title} @ ${v.when}`,
      body:
        `${v.name} 様\n\n${v.host}さんが${v.when}のミーティング「${v.title}」をキャンセルしました。` +
        `${block(v.reason && `理由: ${v.reason}`)}\n\nご予約: ${v.manage}\n` +
        `別の日時を予約: ${v.bookAgain}\n\n— Slotwise`,
    }),
    cancelled: (v) => ({
      subject: `キャンセル済み: ${v.title} @ ${v.when}`,
      body:
        `${v.name} 様\n\n${v.when}の${v.host}さんとのミーティング「${v.title}」はキャンセルされました。` +
        `${block(v.reason && `理由: ${v.reason}`)}\n\n別の日時を予約: ${v.bookAgain}\n\n— Slotwise`,
    }),
  },
};
