/**
 * Demo messages (DESIGN §8): several accounts, read and unread, of every age the message
 * centre words differently (seed §9: just now, minutes, hours, "1 day", then the date).
 */
import type { Database } from '../db/client';
import { messages } from '../db/schema';

const MINUTE_MS = 60 * 1000;
const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;

export interface DemoMessage {
  /** A demo account's user name. */
  readonly to: string;
  readonly title: string;
  readonly content: string;
  readonly minutesAgo: number;
  readonly read: boolean;
}

export const demoMessages: readonly DemoMessage[] = [
  {
    to: '13900002000',
    title: '课程报名提醒',
    content: '《信息系统项目管理实务》第二期将于下周一开班，请尽快确认参训人员。',
    minutesAgo: 0.2,
    read: false,
  },
  {
    to: '13900002000',
    title: '课程审核通过',
    content: '课程《信息系统项目管理实务》已审核通过并发布，可以开始报名。',
    minutesAgo: 3 * HOUR_MINUTES,
    read: false,
  },
  {
    to: '13900002000',
    title: '会员申请需补充材料',
    content: '您提交的会员申请缺少近一年的财务审计报告，请补充后重新提交。',
    minutesAgo: 26 * HOUR_MINUTES,
    read: false,
  },
  {
    to: '13900002000',
    title: '系统维护通知',
    content: '平台将于本周六 22:00 至 24:00 进行系统维护，期间暂停服务。',
    minutesAgo: 40,
    read: true,
  },
  {
    to: '13900002000',
    title: '实名认证审核通过',
    content: '贵单位提交的实名认证申请已审核通过。',
    minutesAgo: 3 * DAY_MINUTES,
    read: true,
  },
  {
    to: '13900002000',
    title: '年度会员续费提醒',
    content: '贵单位的会员资格将于下月到期，请及时办理续费手续。',
    minutesAgo: 12 * DAY_MINUTES,
    read: true,
  },
  {
    to: '13900002001',
    title: '欢迎加入协会',
    content: '欢迎使用资质申报系统。实名认证、会员申请和各项申报的进展都会在这里通知您。',
    minutesAgo: 2 * DAY_MINUTES,
    read: false,
  },
  {
    to: '13900002001',
    title: '系统维护通知',
    content: '平台将于本周六 22:00 至 24:00 进行系统维护，期间暂停服务。',
    minutesAgo: 40,
    read: true,
  },
  {
    to: '13900002110',
    title: '培训机构资格年审',
    content: '请于本月底前提交培训机构年度自查报告。',
    minutesAgo: 15,
    read: false,
  },
  {
    to: '13900000000',
    title: '新的实名认证申请',
    content: '成都锦城数码系统集成有限公司提交了实名认证申请，请及时审核。',
    minutesAgo: 5 * HOUR_MINUTES,
    read: false,
  },
  {
    to: '13900000000',
    title: '月度运营报告已生成',
    content: '上月平台运营报告已生成，可在系统管理中查看。',
    minutesAgo: 4 * DAY_MINUTES,
    read: true,
  },
  {
    to: '13900000001',
    title: '待审核事项提醒',
    content: '您有 2 份实名认证申请待审核。',
    minutesAgo: 8,
    read: false,
  },
  {
    to: '13900000009',
    title: '账号申诉待处理',
    content: '有 1 条账号申诉等待处理，请及时跟进。',
    minutesAgo: 2 * HOUR_MINUTES,
    read: false,
  },
  {
    to: '13900001000',
    title: '报名成功',
    content: '您已成功报名《信息系统项目管理实务》课程，请按时参加培训。',
    minutesAgo: 30 * HOUR_MINUTES,
    read: true,
  },
];

export interface MessageSeedTargets {
  readonly now: Date;
  readonly accountIds: ReadonlyMap<string, number>;
}

export async function seedMessages(tx: Database, { now, accountIds }: MessageSeedTargets) {
  await tx.insert(messages).values(
    demoMessages.map((message) => {
      const sentAt = new Date(now.getTime() - message.minutesAgo * MINUTE_MS);
      const recipientAccountId = accountIds.get(message.to);
      if (recipientAccountId === undefined) throw new Error(`No demo account ${message.to}`);
      return {
        recipientAccountId,
        title: message.title,
        content: message.content,
        createdAt: sentAt,
        readAt: message.read ? sentAt : null,
      };
    }),
  );
}
