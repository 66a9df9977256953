import { Anchor, Divider, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PageSection } from '../../../ui/page/PageSection';
import { CitySearch } from '../lookups/CitySearch';
import { LookupsExplorer } from '../lookups/LookupsExplorer';
import { BuildInfoSection } from './BuildInfoSection';

/**
 * /platform/about 'За платформата': what Gradina is and for whom, its version, build date and third-party
 * licences, and the country's classifications it uses.
 */
export function AboutPage() {
  useDocumentTitle('За платформата | Градина');
  return (
    <Stack gap="xl" maw={960} data-testid="about-page">
      <Stack gap="sm">
        <Title order={1} data-testid="about-title">
          За платформата
        </Title>
        <Text fz="lg">
          „Градина“ е уеб платформа за управление на детски ясли и детски градини в България. Тя събира на
          едно място ежедневната работа на детското заведение: групите и децата, присъствията, храненето,
          таксите, документите и връзката със семействата.
        </Text>
      </Stack>

      <PageSection id="about-users" title="Кой я използва" fz="h3">
        <Text>
          Всеки потребител вижда само това, което ролята му позволява, и само данните на своята детска
          градина.
        </Text>
        <List spacing={6}>
          <List.Item>
            <b>Директори и администратори</b> водят групите, персонала, учебните години, почивните дни,
            административните книги и правата на потребителите.
          </List.Item>
          <List.Item>
            <b>Учители и ресурсни специалисти</b> отбелязват присъствията, водят тематичното разпределение,
            образователните резултати и портфолиата на децата и общуват с родителите.
          </List.Item>
          <List.Item>
            <b>Родители</b> получават съобщения и известия, отговарят на анкети, подават заявления и
            медицински бележки, виждат менюто и плащат таксите си онлайн.
          </List.Item>
          <List.Item>
            <b>Домакини</b> съставят менютата и рецептите и водят склада и наличностите.
          </List.Item>
          <List.Item>
            <b>МОН и общините</b> получават обобщени справки за детските градини в своята компетентност, без
            достъп до личните данни на отделните деца.
          </List.Item>
        </List>
      </PageSection>

      <PageSection id="about-areas" title="Какво обхваща" fz="h3">
        <List spacing={6}>
          <List.Item>съобщения, табло, календар на събитията, анкети и формуляри;</List.Item>
          <List.Item>присъствия, досиета на децата, образователни резултати и портфолиа;</List.Item>
          <List.Item>допълнителни дейности с външни доставчици, такси, фактури и онлайн плащания;</List.Item>
          <List.Item>персонал, родители, седмични менюта и рецепти, склад и наличности;</List.Item>
          <List.Item>
            административни книги и документи, обмен с НЕИСПУО и настройки на платформата.
          </List.Item>
        </List>
        <Text>
          Новите възможности се добавят постепенно; менюто показва разделите, които вече са достъпни за вашата
          роля.
        </Text>
      </PageSection>

      <PageSection id="about-data" title="Данни и сигурност" fz="h3">
        <Text>
          Данните се съхраняват в облачна инфраструктура в Европейския съюз и се обработват съгласно Общия
          регламент относно защитата на данните (GDPR). Достъпът до всяка детска градина е отделен от
          останалите, а правата на всеки потребител се проверяват при всяка заявка. При изход от системата
          сесията спира да бъде валидна веднага.
        </Text>
        <Text>
          Датите се показват във формат ДД.ММ.ГГГГ, седмицата започва от понеделник, а всички текстове са на
          български език.
        </Text>
      </PageSection>

      <BuildInfoSection />

      <Divider />

      <Stack gap="md" component="section" aria-labelledby="about-lookups">
        <Stack gap={4}>
          <Title order={2} fz="h3" id="about-lookups">
            Административно-териториално деление
          </Title>
          <Text>
            Адресите на децата, родителите и детските градини в платформата се избират от Единния класификатор
            на административно-териториалните и териториалните единици (
            <Anchor href="https://www.nsi.bg/nrnm/" target="_blank" rel="noopener noreferrer">
              ЕКАТТЕ на НСИ
            </Anchor>
            ). Тук можете да го разгледате: изберете област и община, за да видите населените места в нея, а
            за София, Пловдив и Варна и техните райони.
          </Text>
        </Stack>
        <Paper withBorder p="md" radius="md">
          <LookupsExplorer />
        </Paper>
        <Paper withBorder p="md" radius="md">
          <CitySearch />
        </Paper>
      </Stack>
    </Stack>
  );
}
